# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_clamped_tensor_create_alloc_follows_its_phi (tests/ut/codegen/
# test_orchestration_codegen_more.py): a tensor.create whose shape reads an if's result
# (m_clamped) is allocated after the if declares it, not batched at the scope's top.
import pypto.language as pl

N = 16
CAP = 128
M_DYN = pl.dynamic("M_DYN")


@pl.program
class ClampedCreateProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        a: pl.Tensor[[16, N], pl.FP32],
        out: pl.Out[pl.Tensor[[16, N], pl.FP32]],
    ) -> pl.Tensor[[16, N], pl.FP32]:
        t = pl.load(a, [0, 0], [16, N])
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[M_DYN, N], pl.FP32],
    ) -> pl.Tensor[[16, N], pl.FP32]:
        m = pl.tensor.dim(a, 0)
        if m > CAP:
            m_clamped: pl.Scalar[pl.INDEX] = pl.yield_(CAP)
        else:
            m_clamped: pl.Scalar[pl.INDEX] = pl.yield_(m)
        scratch: pl.Tensor[[M_DYN, N], pl.FP32] = pl.create_tensor([m_clamped, N], dtype=pl.FP32)
        a_slice = pl.slice(a, [16, N], [0, 0])
        s_slice = pl.slice(scratch, [16, N], [0, 0])
        s_slice = self.kernel(a_slice, s_slice)
        return s_slice
