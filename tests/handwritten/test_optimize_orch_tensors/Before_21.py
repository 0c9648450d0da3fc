# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_input_full_read_blocks_input_window_rewrite (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def consume(
        self,
        score: pl.Tensor[[64, 128], pl.FP32],
        row_offset: pl.Scalar[pl.INDEX],
    ) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        block: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(score, [32, 64], [row_offset, 0])
        return block, score

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        score: pl.Tensor[[64, 128], pl.FP32],
    ) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        row: pl.Scalar[pl.INDEX] = 32
        return self.consume(score, row)
