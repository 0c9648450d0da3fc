# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_topk_name_does_not_block_eligible_input_window (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def topk_like(
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
        return self.topk_like(score, row)
