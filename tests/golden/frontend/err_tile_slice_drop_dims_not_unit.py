# ptoc: parse
# drop_dims may erase only a unit axis of the window.
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def k(col: pl.Tensor[[16, 4], pl.FP32], out_0: pl.Out[pl.Tensor[[16, 4], pl.FP32]]) -> pl.Tensor[[16, 4], pl.FP32]:
        c = pl.tile.load(col, [0, 0], [16, 4], target_memory=pl.Mem.Vec)
        sl = pl.tile.slice(c, [16, 4], [0, 0], drop_dims=[0])
        out_0 = pl.tile.store(sl, [0, 0], out_0)
        return out_0
