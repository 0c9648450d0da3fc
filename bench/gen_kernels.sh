#!/usr/bin/env bash
# gen_kernels.sh N [FILE [PER]]: writes a synthetic tile program with N tile
# statements (to FILE or stdout) for `make bench`.  Kernels of about PER
# (default 100) statements each mix elementwise ops, tile-scalar ops, row reductions into
# [16, 1] column vectors that are then accumulated (which needs layout
# repair: ResolveBackendOpLayouts reshapes them to [1, 16]) and a loop over
# row blocks.  Deterministic: the same N gives the same bytes.
set -eu
n=${1:?usage: gen_kernels.sh N [FILE [PER]]}
out=${2:-/dev/stdout}
awk -v N="$n" -v PER="${3:-100}" '
function emit(s) { print s; stmts++ }
function tile(name, shape) {
	return "        " name ": pl.Tile[[" shape "], pl.FP32, pl.MemorySpace.Vec] = "
}
# One kernel: header (not counted), then statements until `budget` is used.
function kernel(k, budget,    i, cur, nt, acc, na, kind) {
	print "    @pl.function(type=pl.FunctionType.InCore)"
	print "    def k" k "("
	print "        self,"
	print "        x: pl.Tensor[[64, 64], pl.FP32],"
	print "        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],"
	print "        rs: pl.Out[pl.Tensor[[16, 1], pl.FP32]],"
	print "    ) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[16, 1], pl.FP32]]:"
	emit(tile("t0", "16, 64") "pl.load(x, [0, 0], [16, 64])")
	emit(tile("tmp", "16, 64") "pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)")
	emit(tile("a0", "16, 1") "pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)")
	emit(tile("a1", "16, 1") "pl.tile.muls(a0, 0.0)")
	cur = "t0"; nt = 0; acc = "a1"; na = 1
	# 4 statements for the loop and 1 for the final store are kept back
	for (i = 0; stmts < budget - 5; i++) {
		kind = i % 8
		if (kind == 0 || kind == 3) {
			nt++; emit(tile("t" nt, "16, 64") "pl.add(" cur ", t0)"); cur = "t" nt
		} else if (kind == 1 || kind == 5) {
			nt++; emit(tile("t" nt, "16, 64") "pl.mul(" cur ", " (i % 5 + 1) ".5)"); cur = "t" nt
		} else if (kind == 2) {
			nt++; emit(tile("t" nt, "16, 64") "pl.sub(" cur ", t0)"); cur = "t" nt
		} else if (kind == 4 || kind == 7) {
			nt++; emit(tile("t" nt, "16, 64") "pl.tile.adds(" cur ", 0.25)"); cur = "t" nt
		} else {
			# row reduction into a column vector, accumulated (layout repair)
			emit(tile("p" na, "16, 1") "pl.tile.row_sum(" cur ", tmp)")
			emit(tile("a" (na + 1), "16, 1") "pl.tile.add(" acc ", p" na ")")
			na++; acc = "a" na
		}
	}
	emit("        s: pl.Tensor[[16, 1], pl.FP32] = pl.store(" acc ", [0, 0], rs)")
	print "        for i, (o_it,) in pl.range(0, 64, 16, init_values=(out,)):"
	emit("    " tile("l", "16, 64") "pl.load(x, [i, 0], [16, 64])")
	emit("    " tile("m", "16, 64") "pl.mul(l, 3.0)")
	emit("            o_n: pl.Tensor[[64, 64], pl.FP32] = pl.store(m, [i, 0], o_it)")
	emit("            o_r = pl.yield_(o_n)")
	print "        return o_r, s"
}
BEGIN {
	per = PER + 0
	print "# Synthetic benchmark program: " N " tile statements (bench/gen_kernels.sh)."
	print "@pl.program"
	print "class Bench:"
	stmts = 0
	for (k = 0; stmts < N; k++)
		kernel(k, (N - stmts < per + 10 ? N : stmts + per))
}' >"$out"
