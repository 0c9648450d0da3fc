# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestWrapperForwardPropagation::test_wrapper_without_transformed_incore_unchanged (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        x_tile: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        y_tile: pl.Tile[[64], pl.FP32] = pl.add(x_tile, x_tile)
        out_: pl.Tensor[[64], pl.FP32] = pl.store(y_tile, [0], out)
        return out_

    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def wrapper(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        out_: pl.Tensor[[64], pl.FP32] = self.kernel(x, out)
        return out_

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        out_: pl.Tensor[[64], pl.FP32] = self.wrapper(x, out)
        return out_
