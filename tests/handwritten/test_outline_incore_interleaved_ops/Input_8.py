# tests/ut/ir/transforms/test_outline_incore_interleaved_ops.py::TestHostSideTailOps::test_tail_assemble_after_parallel_chunk_stays_in_orchestration (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[4], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        out_0: pl.Tensor[[8], pl.FP32] = pl.tensor.create(
            [8], dtype=pl.FP32, layout=pl.TensorLayout.ND
        )
        with pl.at(level=pl.Level.CORE_GROUP, optimization=pl.chunked_loop_optimizer):
            for i in pl.parallel(0, 4, 1, chunk=2):
                x = pl.tensor.adds(x, 1.0)
            out_1: pl.Tensor[[8], pl.FP32] = pl.tensor.assemble(out_0, x, [0])
        return out_1
