# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_submit_runtime_out_after_materialized_comm_ctx_aliases_task_output:
# pl.submit leaves the producer's trailing pl.Out parameter to the runtime (the CommCtx
# argument MaterializeDistTensorCtx appends does not take the output's place): the task passes the
# context once (params_t0.add_scalar(signal_ctx)), adds a runtime-allocated output, and y
# is the task's output (y = task_0_outs.get_ref(0)), which the consumer reads
# (params_t1.add_input(y)).  y is read after the manual scope's block, so it is declared
# before it (ChipTensor y = ext_x;) and bound in it, where the reference's expected text
# declares it in the block (const Tensor& y = ...), out of the consumer's C++ scope.
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
