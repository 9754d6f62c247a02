#!/usr/bin/env bash
# Guards the documentation: every module's DocC catalog builds with the toolchain's docc, warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build-docs.sh
