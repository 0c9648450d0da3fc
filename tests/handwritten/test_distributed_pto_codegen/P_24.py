# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_tensor_view_preserves_loop_carried_distributed_metadata (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, data: pld.DistributedTensor[[16, 16], pl.INT32]):
        for _i, (carried,) in pl.range(1, init_values=(data,)):
            result = pl.yield_(carried)
        viewed = pl.tensor.view(result, [16, 16])
        pld.system.wait(viewed, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Eq)
