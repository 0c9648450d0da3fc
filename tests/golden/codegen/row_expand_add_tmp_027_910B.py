# ptoc: compile --backend 910B --no-emit-loc --ptoas-version 0.27
# ptoas 0.27's pto.trowexpandadd has no tmp operand: the scratch the program gives is left out.
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
