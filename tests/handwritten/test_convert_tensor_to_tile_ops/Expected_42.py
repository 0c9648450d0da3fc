# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestWindowSliceIncoreConversion::test_soft_syncall_upgrades_workspace_to_inout (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, workspace: pl.InOut[pl.Tensor[[16], pl.INT32]]):
        pl.system.syncall(mode="soft", core_type="aiv_only", gm_workspace=workspace, used_cores=0)
        return  # noqa: PLR1711  (DSL return terminator)
