# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_clamped_gm_pipe_buffer_alloc_follows_its_phi (tests/ut/codegen/
# test_orchestration_codegen_more.py): the GM pipe workspace of a pl.spmd launch whose
# block count reads an if's result (m_clamped) is allocated after the if declares it.
import pypto.language as pl

K = 64
SPMD_N = 16
ROW_TILE = 16
CAP = 128
M_DYN = pl.dynamic("M_DYN")


@pl.program
class ClampedDynPipeProgram:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        a: pl.Tensor[[M_DYN, K], pl.FP32],
        b: pl.Tensor[[K, SPMD_N], pl.FP32],
        out: pl.Tensor[[M_DYN, SPMD_N], pl.FP32],
    ) -> pl.Tensor[[M_DYN, SPMD_N], pl.FP32]:
        m = pl.tensor.dim(a, 0)
        if m > CAP:
            m_clamped: pl.Scalar[pl.INDEX] = pl.yield_(CAP)
        else:
            m_clamped: pl.Scalar[pl.INDEX] = pl.yield_(m)
        for ob in pl.spmd(m_clamped // ROW_TILE, name_hint="hc"):
            m0 = ob * ROW_TILE
            a_slice = pl.slice(a, [ROW_TILE, K], [m0, 0])
            a_add = pl.add(a_slice, 1.0)  # vector produces matmul operand (V->C)
            c_tile = pl.matmul(a_add, b)  # cube
            c_vec = pl.add(c_tile, 1.0)  # vector consumes matmul result (C->V)
            out = pl.assemble(out, c_vec, [m0, 0])
        return out
