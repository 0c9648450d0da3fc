# tests/ut/ir/transforms/test_materialize_dist_tensor_ctx.py::test_loop_carried_returned_distributed_tensors_reuse_contexts (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def comm(
        self,
        data: pl.InOut[pld.DistributedTensor[[4], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[2], pl.INT32]],
    ) -> tuple[pld.DistributedTensor[[4], pl.FP32], pld.DistributedTensor[[2], pl.INT32]]:
        return data, signal

    @pl.function(type=pl.FunctionType.InCore)
    def compute(self, value: pl.InOut[pl.Tensor[[4], pl.FP32]]) -> pl.Tensor[[4], pl.FP32]:
        return value

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.InOut[pld.DistributedTensor[[4], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[2], pl.INT32]],
        value: pl.InOut[pl.Tensor[[4], pl.FP32]],
    ) -> pl.Tensor[[4], pl.FP32]:
        for _layer in pl.range(2):
            data, signal = self.comm(data, signal)
            value = self.compute(value)
        data, signal = self.comm(data, signal)
        return value
