# ptoc: compile --backend 950 --no-emit-loc
# ptoas's format-1 pto.tmrgsort takes a constant blockLen only when it is a positive multiple
# of 64: ptoc reports 32 at the call.
import pypto.language as pl

@pl.program
class Merge:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def m(a: pl.Tensor[[1, 256], pl.FP32], out: pl.Out[pl.Tensor[[1, 256], pl.FP32]]) -> pl.Tensor[[1, 256], pl.FP32]:
        x: pl.Tile[[1, 256], pl.FP32] = pl.tile.load(a, [0, 0], [1, 256])
        y: pl.Tile[[1, 256], pl.FP32] = pl.tile.mrgsort_format1(x, 32)
        o: pl.Tensor[[1, 256], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return o
