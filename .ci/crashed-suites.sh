#!/usr/bin/env bash
# Reads a jest log and prints the test files whose jest worker was killed by a signal (V8's
# own fatal errors end a worker with SIGTRAP, ADR 103), one per line. Prints nothing and exits
# 1 when anything else failed: a failed test, a suite that failed for another reason, or no
# jest summary at all (a build, lint or boundary failure). See ADR 103.
set -euo pipefail
log="$1"
grep -qE '^Tests:.* failed' "$log" && exit 1
awk '
  /^Summary of all failing tests/ { summary = 1; next }
  summary && /^FAIL / { if (file != "" && !killed) bad = 1; file = $NF; killed = 0; if (!(file in files)) { files[file] = 1; n++ } next }
  summary && /was terminated by another process: signal=/ { killed = 1 }
  summary && /^Test Suites:/ { if (file != "" && !killed) bad = 1; summary = 0 }
  END {
    if (bad || n == 0) exit 1
    for (f in files) print f
  }
' "$log" | sort
