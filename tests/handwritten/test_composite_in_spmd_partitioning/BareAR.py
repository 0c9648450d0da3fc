# tests/ut/ir/transforms/test_composite_in_spmd_partitioning.py::test_allreduce_emitted_work_is_independent_of_spmd_width (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 16
NRANKS = 2
width = None
mode = 'mesh'
sig_rows = NRANKS
sig_cols = 1


@pl.program
class BareAR:
    @pl.function(type=pl.FunctionType.InCore)
    def ar_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[1, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[sig_rows, sig_cols], pl.INT32]],
    ) -> pld.DistributedTensor[[1, SIZE], pl.FP32]:
        return pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum, mode=mode)
