#!/usr/bin/env bash
# Pass goldens built from the reference compiler: every
#   tests/golden/passes-ref/<PassName>/<case>.before.py
# is a program printed right before pass <PassName> (the display name of
# specs/pipeline.yaml) and <case>.after.py the program the reference printed
# right after it.  `ptoc opt --backend 910B --passes=<PassName>` on the
# before program must give a program `ptoc equal` to the after program.
# A before program that compiles with the default pipeline is also run by
# `ptoc check` on every backend and memory planner, unless
# tests/golden/passes-ref/no-check names it (a program that compiles but
# cannot run, with the reason).
set -u
PTOC=${PTOC:-build/ptoc}
cd "$(dirname "$0")/.."
pass=0
fail=0
checked=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
backends=$($PTOC backends | awk '{print $1}')
nocheck=$(sed -e 's/#.*//' tests/golden/passes-ref/no-check 2>/dev/null)
for before in $(find tests/golden/passes-ref -name '*.before.py' | sort); do
	after=${before%.before.py}.after.py
	name=$(basename "$(dirname "$before")")
	if [ ! -f "$after" ]; then
		echo "FAIL $before: no $after"; fail=$((fail + 1)); continue
	fi
	if ! $PTOC opt --backend 910B --passes="$name" "$before" >"$tmp/out.py" 2>"$tmp/err"; then
		echo "FAIL $before: ptoc opt --passes=$name failed"; head -n 8 "$tmp/err"
		fail=$((fail + 1)); continue
	fi
	if ! $PTOC equal "$tmp/out.py" "$after" >"$tmp/err" 2>&1; then
		echo "FAIL $before: the result of $name differs from $after"; head -n 8 "$tmp/err"
		fail=$((fail + 1)); continue
	fi
	pass=$((pass + 1))
	case " $(echo $nocheck) " in *" ${before#tests/golden/passes-ref/} "*) continue ;; esac
	for be in $backends; do
		$PTOC compile --backend "$be" --no-emit-loc "$before" >/dev/null 2>&1 || continue
		for pl in pypto dsa_rp ptoas; do
			if out=$($PTOC check --backend "$be" --memory-planner "$pl" "$before" 2>&1); then
				checked=$((checked + 1))
			else
				echo "FAIL $before [$be, $pl]: ptoc check"; echo "$out" | head -n 8
				fail=$((fail + 1))
			fi
		done
	done
done
echo "passes-ref: $pass passed, $fail failed, $checked ptoc check runs"
[ $pass -gt 0 ] || { echo "no pass golden ran"; exit 1; }
[ $fail -eq 0 ]
