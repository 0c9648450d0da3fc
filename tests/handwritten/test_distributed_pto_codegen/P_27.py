# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_if_merged_distributed_metadata_rejects_conflicting_contexts (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pld.DistributedTensor[[16, 16], pl.INT32],
        rhs: pld.DistributedTensor[[16, 16], pl.INT32],
        cond: pl.Scalar[pl.BOOL],
    ):
        result = lhs
        if cond:
            result = rhs
        pld.system.wait(result, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Eq)
