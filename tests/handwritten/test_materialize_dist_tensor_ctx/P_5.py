# tests/ut/ir/transforms/test_materialize_dist_tensor_ctx.py::test_returned_mixed_values_use_reordered_distributed_param_contexts (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def reorder(
        self,
        first: pl.InOut[pld.DistributedTensor[[4], pl.FP32]],
        marker: pl.Scalar[pl.INT32],
        second: pl.InOut[pld.DistributedTensor[[4], pl.FP32]],
    ) -> tuple[
        pl.Scalar[pl.INT32],
        pld.DistributedTensor[[4], pl.FP32],
        pld.DistributedTensor[[4], pl.FP32],
    ]:
        return marker, second, first

    @pl.function(type=pl.FunctionType.InCore)
    def consume(self, data: pld.DistributedTensor[[4], pl.FP32]):
        pld.system.wait(data, offsets=[0], expected=1, cmp=pld.WaitCmp.Eq)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        first: pl.InOut[pld.DistributedTensor[[4], pl.FP32]],
        second: pl.InOut[pld.DistributedTensor[[4], pl.FP32]],
        marker: pl.Scalar[pl.INT32],
    ):
        result = self.reorder(first, marker, second)
        returned_second = result[1]
        returned_first = result[2]
        self.consume(returned_second)
        self.consume(returned_first)
