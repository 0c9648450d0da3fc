# ptoc: check --backend 910B
# The reference's test_pto_codegen test_pto_codegen_reshaped_row_slice_in_spmd_body_gets_constant_row_address:
# in each block's kernel, page 1's reshaped slice of the column lies 32 * 4 bytes past page 0's.
import pypto.language as pl


@pl.program
class SpmdColumnSlice:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def paged(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        scale: pl.Tensor[[4, 32], pl.FP32],
        output: pl.Out[pl.Tensor[[4, 32], pl.FP32]],
    ) -> pl.Tensor[[4, 32], pl.FP32]:
        for blk in pl.spmd(2, name_hint="paged_spmd"):
            col = pl.row_sum(pl.slice(x, [64, 64], [blk * 64, 0]))
            for page in pl.unroll(2):
                r0 = page * 32
                dst = blk * 2 + page
                part = pl.reshape(col[r0 : r0 + 32, :], [1, 32])
                output[dst : dst + 1, 0:32] = pl.mul(part, scale[dst : dst + 1, 0:32])
        return output
