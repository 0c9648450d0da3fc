# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_no_return_input_consumer_stays_full_tensor (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def fence(
        self,
        src: pl.Tensor[[64, 128], pl.FP32],
        dummy: pl.Out[pl.Tensor[[64, 1], pl.FP32]],
    ):
        block: pl.Tile[[64, 1], pl.FP32] = pl.load(src, [0, 0], [64, 1])
        _next: pl.Tensor[[64, 1], pl.FP32] = pl.store(block, [0, 0], dummy)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[64, 128], pl.FP32],
    ) -> pl.Scalar[pl.TASK_ID]:
        with pl.manual_scope():
            dummy: pl.Tensor[[64, 1], pl.FP32] = pl.create_tensor([64, 1], dtype=pl.FP32)
            _tid = pl.submit(self.fence, src, dummy)
        return _tid
