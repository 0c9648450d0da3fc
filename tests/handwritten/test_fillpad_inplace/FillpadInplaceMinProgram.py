# tests/st/runtime/ops/test_fillpad_inplace.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class FillpadInplaceMinProgram:
    """Load with partial valid_shape, fillpad_inplace with min, store."""

    @pl.function(type=pl.FunctionType.InCore)
    def fillpad_inplace_min_kernel(
        self,
        input_tensor: pl.Tensor[[48, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile: pl.Tile[[64, 64], pl.FP32] = pl.load(
            input_tensor, offsets=[0, 0], shapes=[64, 64], valid_shapes=[48, 64]
        )
        padded_tile: pl.Tile[[64, 64], pl.FP32] = pl.tile.fillpad_inplace(tile, pad_value=pl.PadValue.min)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.store(padded_tile, offsets=[0, 0], output_tensor=output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        input_tensor: pl.Tensor[[48, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        output = self.fillpad_inplace_min_kernel(input_tensor, output)
        return output
