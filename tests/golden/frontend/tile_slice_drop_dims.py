# ptoc: print
# tile.slice drop_dims (from test_lower_auto_vector_split.py's slice tests): the unit
# axes named are erased from the window, a result below rank 2 gets leading unit axes
# back ([16, 1] drop [1] -> [1, 16]), and drop_dims= without a valid_shape passes the
# empty one ([]), as the reference prints it.
import pypto.language as pl


@pl.program
class Slices:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        data: pl.Tensor[[1, 1, 256, 128], pl.FP32],
        col: pl.Tensor[[16, 4], pl.FP32],
        out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
        out_1: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        v = pl.tile.load(data, [0, 0, 0, 0], [1, 1, 256, 128], target_memory=pl.Mem.Vec)
        sl = pl.tile.slice(v, [1, 1, 256, 128], [0, 0, 0, 0], drop_dims=[0, 1])
        c = pl.tile.load(col, [0, 0], [16, 4], target_memory=pl.Mem.Vec)
        one = pl.tile.slice(c, [16, 1], [0, 0], [], [-1])
        part = pl.tile.slice(c, [8, 1], [0, 0], [4, 1], [1])
        out_1 = pl.tile.store(one, [0, 0], out_1)
        out_0 = pl.tile.store(sl, [0, 0], out_0)
        return out_0
