# tests/ut/ir/transforms/test_lower_composite_ops.py::test_allreduce_large_ragged_mesh_lowering_reaches_pto_codegen (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[1, 65537], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[1, 65537], pl.FP32]:
        data = pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum)
        return data
