# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_input_window_rewrite_accepts_loop_carried_affine_offset (hand-written)
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
        seed: pl.Tensor[[32, 64], pl.FP32],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        for i, (result,) in pl.range(2, init_values=(seed,)):
            row: pl.Scalar[pl.INDEX] = i * 32
            block: pl.Tensor[[32, 64], pl.FP32] = self.consume(score, row)
            result_rv = pl.yield_(block)
        return result_rv
