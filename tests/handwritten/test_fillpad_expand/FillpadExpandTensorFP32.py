# tests/st/runtime/ops/test_fillpad_expand.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class FillpadExpandTensorFP32:
    """Tensor-level path: pl.fillpad_expand on a whole Tensor, lowered by
    ConvertTensorToTileOps to load + tile.fillpad_expand."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[48, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        result: pl.Tensor[[64, 64], pl.FP32] = pl.fillpad_expand(a, [64, 64], pad_value=pl.PadValue.zero)
        return pl.assemble(output, result, [0, 0])

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[48, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        return self.kernel(a, output)
