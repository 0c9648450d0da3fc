# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DControlFlow::test_while_stmt_tile_iter_arg_structural (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[2, 3, 4], pl.FP32],
        out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]],
    ) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        t: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.load(x, [0, 0, 0], [2, 3, 4])
        count: pl.Scalar[pl.INDEX] = 0
        for acc, count_iter in pl.while_(init_values=(t, count)):
            pl.cond(count_iter < 4)
            r: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.add(acc, acc)
            next_count: pl.Scalar[pl.INDEX] = count_iter + 1
            acc_out, count_out = pl.yield_(r, next_count)
        out_0: pl.Tensor[[2, 3, 4], pl.FP32] = pl.tile.store(acc_out, [0, 0, 0], out_0)
        return out_0

    @pl.function
    def main(self, x: pl.Tensor[[2, 3, 4], pl.FP32]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        out_0: pl.Tensor[[2, 3, 4], pl.FP32] = pl.create_tensor([2, 3, 4], dtype=pl.FP32)
        y: pl.Tensor[[2, 3, 4], pl.FP32] = self.main_incore_0(x, out_0)
        return y
