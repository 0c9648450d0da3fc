# ptoc: compile --backend 950 --no-emit-loc
# FP4 Vec windows counted in x2 carriers along the packed cols, as the tiles' tile_buf types
# count them (ptoas: for fp4x2 tiles the shape counts pairs): pl.tile.slice of [8, 64] elements
# (valid [6, 60]) at element column 64 of an [8, 128] tile stays a pto.subview (its start is
# 32-byte aligned) at carrier column 32, sizes [8, 32], valid [6, 30]; pl.tile.assemble of a [4, 32] tile at element column 64 is a
# pto.subview of the target at [2, 32] sizes [4, 16] receiving a pto.tmov.
# tests/golden/check/fp4_views_950.py runs it.
import pypto.language as pl


@pl.program
class Fp4Views:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[8, 128], pl.FP4],
        part: pl.Tensor[[4, 32], pl.FP4],
        out: pl.Out[pl.Tensor[[8, 64], pl.FP4]],
        out2: pl.Out[pl.Tensor[[8, 128], pl.FP4]],
    ) -> tuple[pl.Tensor[[8, 64], pl.FP4], pl.Tensor[[8, 128], pl.FP4]]:
        tile = pl.load(src, [0, 0], [8, 128], target_memory=pl.Mem.Vec)
        win = pl.tile.slice(tile, [8, 64], [0, 64], valid_shape=[6, 60])
        out = pl.store(win, [0, 0], out)
        p = pl.load(part, [0, 0], [4, 32], target_memory=pl.Mem.Vec)
        whole = pl.tile.assemble(tile, p, [2, 64])
        out2 = pl.store(whole, [0, 0], out2)
        return out, out2
