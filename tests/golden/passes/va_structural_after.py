# ptoc: opt --backend 910B --passes=convert_tensor_to_tile_ops --verify=all
# reference case test_simplify_pass Before_21 after OutlineIncoreScopes: ConvertTensorToTileOps makes the written
# 'out' an Out parameter (as the reference's does: its DeriveCallDirections input has pl.Out there), so the call
# in the loop reads 'out' after the previous iteration's call took it as Out.  --verify=all checks the structural
# InOutUseValid after every pass, as the reference's VerificationInstrument does.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(i__idx_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Tensor[[8], pl.INT64]) -> pl.Scalar[pl.INT64]:
        if i__idx_v0 < 4:
            y__ssa_v0: pl.Scalar[pl.INT64] = 0
            pl.tensor.write(out__ssa_v0, [i__idx_v0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, out__ssa_v0: pl.Tensor[[8], pl.INT64]):
        for i__idx_v0 in pl.range(8):
            y__ssa_v0: pl.Scalar[pl.INT64] = self.main_incore_0(i__idx_v0, out__ssa_v0)