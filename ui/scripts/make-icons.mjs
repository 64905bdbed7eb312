/* eslint-disable no-console -- prints what it wrote */
// Writes the FairWrench mark and every icon and share image made from it into ui/public/:
// favicon.svg, favicon-32.png, apple-touch-icon.png (180), icon-192.png, icon-512.png,
// icon-maskable-512.png and og-image.png (1200 x 630). Run after changing the mark and commit
// the output: `node ui/scripts/make-icons.mjs`. sharp (librsvg) renders the SVG.
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
// styles/global.css: --color-primary, --color-primary-hover, --color-bg, --color-text.
const BRAND = '#1d4ed8';
const BRAND_DARK = '#1e40af';
const PAGE = '#f7f8fa';
const TEXT = '#1a202c';

/** An open-end wrench, drawn upright on a 512 grid, then turned 45 degrees. */
const wrench = (scale) => `
  <g transform="translate(256 256) rotate(45) scale(${scale}) translate(-256 -256)">
    <mask id="jaw">
      <rect width="512" height="512" fill="#fff"/>
      <rect x="224" y="20" width="64" height="128" rx="8" fill="#000"/>
    </mask>
    <g fill="#fff" mask="url(#jaw)">
      <circle cx="256" cy="138" r="98"/>
      <rect x="220" y="180" width="72" height="300" rx="36"/>
    </g>
    <circle cx="256" cy="436" r="16" fill="${BRAND}"/>
  </g>`;

/** The mark: a white wrench in a brand-blue rounded square; maskable icons fill the square. */
const mark = ({
  maskable = false,
} = {}) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${maskable ? 0 : 112}" fill="${BRAND}"/>${wrench(maskable ? 0.62 : 0.8)}
</svg>
`;

const shareImage = () => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="${PAGE}"/>
  <rect y="582" width="1200" height="48" fill="${BRAND}"/>
  <svg x="96" y="155" width="280" height="280" viewBox="0 0 512 512">${mark().replace(/^<svg[^>]*>|<\/svg>\s*$/g, '')}</svg>
  <g font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" fill="${TEXT}">
    <text x="436" y="262" font-size="92" font-weight="700" fill="${BRAND_DARK}">FairWrench</text>
    <text x="436" y="338" font-size="42" font-weight="700">Free expert auto repair help</text>
    <text x="436" y="398" font-size="32">Likely causes, urgency and fair local prices,</text>
    <text x="436" y="440" font-size="32">before you pay for any repair.</text>
  </g>
</svg>
`;

const png = async (svg, file, width, height = width) => {
  await sharp(Buffer.from(svg), { density: 300 })
    .resize(width, height)
    .png({ compressionLevel: 9, palette: width <= 192 })
    .toFile(join(out, file));
  console.log(`wrote public/${file} (${width} x ${height})`);
};

writeFileSync(join(out, 'favicon.svg'), mark());
console.log('wrote public/favicon.svg');
await png(mark(), 'favicon-32.png', 32);
await png(mark(), 'apple-touch-icon.png', 180);
await png(mark(), 'icon-192.png', 192);
await png(mark(), 'icon-512.png', 512);
await png(mark({ maskable: true }), 'icon-maskable-512.png', 512);
await png(shareImage(), 'og-image.png', 1200, 630);
