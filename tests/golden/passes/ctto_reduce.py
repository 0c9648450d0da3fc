# ptoc: opt --passes=convert_tensor_to_tile_ops
# A rank-2 tensor reduction over its default axis lowers to the tile
# reduction, with a scratch tile of the input's shape where the tile op takes
# one (row_*, col_argmax/argmin) (the
# reference's tests/st/runtime/ops/test_argmax_reduction.py).
import pypto.language as pl

@pl.program
class Reduce:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(a: pl.Tensor[[32, 64], pl.FP32]) -> tuple[pl.Tensor[[32, 1], pl.INT32], pl.Tensor[[1, 64], pl.FP32], pl.Tensor[[32, 1], pl.FP32]]:
        r: pl.Tensor[[32, 1], pl.INT32] = pl.row_argmax(a)
        c: pl.Tensor[[1, 64], pl.FP32] = pl.col_max(a)
        s: pl.Tensor[[32, 1], pl.FP32] = pl.row_sum(a)
        return r, c, s
