#!/usr/bin/env bash
# Guards KeyboardProperties(userInfo:) and KeyboardObserver against malformed payloads and odd notification
# sequences: 60 seconds of libFuzzer with AddressSanitizer, from the seed corpus in FuzzTesting/Corpus. Fails on
# a crash, a broken invariant or a leak, and then prints each input the run saved in base64, with the commands that
# add it to FuzzTesting/Corpus and replay it, since CI's FuzzTesting/.artifacts is lost with the machine. 70 s from
# clean on a 2-core machine (a release build, then 60 s of fuzzing).
set -euo pipefail
cd "$(dirname "$0")/../.."
exec scripts/fuzz.sh 60
