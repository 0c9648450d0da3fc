# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_scalar_carry_phi_not_emitted_as_tensor with the kernel's body written in
# the pl.at scope: a Scalar reassigned in a pl.parallel loop beside tensor carries is carried
# as int64_t (global_c_idx__rv_v2, from the scalar parameter row_start itself, not an ext_
# name), and the scalar the outlined kernel returns reads as 0, the untraced default.
import pypto.language as pl

N = 16
TILE = 4


@pl.program
class ScalarCarryInline:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[N, N], pl.FP32],
        out_b: pl.Out[pl.Tensor[[N, N], pl.FP32]],
        out_c: pl.Out[pl.Tensor[[N, N], pl.FP32]],
        row_start: pl.Scalar[pl.INDEX],
    ) -> tuple[pl.Tensor[[N, N], pl.FP32], pl.Tensor[[N, N], pl.FP32]]:
        global_c_idx = row_start
        for batch_idx in pl.parallel(0, N // TILE):
            with pl.at(level=pl.Level.CORE_GROUP, name_hint="scope_b"):
                for inner in pl.range(TILE):
                    global_c_idx = batch_idx + inner
                    t: pl.Tile[[N, N], pl.FP32] = pl.load(x, [0, 0], [N, N])
                    out_b = pl.store(t, [0, 0], out_b)
                    out_c = pl.store(t, [0, 0], out_c)
        return out_b, out_c
