# ptoc: compile --backend 910B --no-emit-loc
# ptoas 0.60 on A2/A3: a tmp-form pto.trowexpandadd needs its per-row operand col-major (mode 1);
# a row-major [16, 8] one is refused at the call.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 32], pl.FP32], r: pl.Tensor[[16, 8], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        src: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [16, 32])
        row: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.load(r, [0, 0], [16, 8])
        tmp: pl.Tile[[16, 128], pl.FP32] = pl.tile.create([16, 128], dtype=pl.FP32)
        y: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_add(src, row, tmp)
        s: pl.Tensor[[16, 32], pl.FP32] = pl.store(y, [0, 0], out)
        return s
