# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScopeCodegen::test_submit_runtime_out_after_materialized_comm_ctx_aliases_task_output (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class SubmitRuntimeOutWithCtxProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def producer(
        self,
        x: pl.Tensor[[64], pl.FP32],
        signal: pld.DistributedTensor[[1], pl.INT32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        tile = pl.load(x, [0], [64])
        return pl.store(tile, [0], out)

    @pl.function(type=pl.FunctionType.InCore)
    def consumer(self, y: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        signal: pld.DistributedTensor[[1], pl.INT32],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            y, _tid = pl.submit(self.producer, x, signal)
        z = self.consumer(y)
        return z
