# tests/st/runtime/ops/test_fillpad_expand.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class FillpadExpandTailValidFP32:
    """Small source (validRow < 16) to exercise the tail copy path."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        input_tensor: pl.Tensor[[8, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        src: pl.Tile[[8, 16], pl.FP32] = pl.load(input_tensor, [0, 0], [8, 16], valid_shapes=[8, 10])
        dst: pl.Tile[[16, 32], pl.FP32] = pl.tile.fillpad_expand(src, [16, 32], pad_value=pl.PadValue.zero)
        return pl.store(dst, [0, 0], output)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        input_tensor: pl.Tensor[[8, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        return self.kernel(input_tensor, output)
