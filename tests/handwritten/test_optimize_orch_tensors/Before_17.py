# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_pure_input_window_consumer_rewrites_to_windowed_clone (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def consume(
        self,
        score: pl.Tensor[[64, 128], pl.FP32],
        row_offset: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        block: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(score, [32, 64], [row_offset, 0])
        return block

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        score: pl.Tensor[[64, 128], pl.FP32],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        row: pl.Scalar[pl.INDEX] = 32
        return self.consume(score, row)
