# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_tensor_bitwise_unsigned_ssa_scalar_keeps_i16 (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class UIntOrsSSAProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def ors_test(
        self,
        src: pl.Tensor[[32, 32], pl.UINT16],
        scalar_src: pl.Tensor[[1], pl.INT16],
    ) -> pl.Tensor[[32, 32], pl.UINT16]:
        scalar: pl.Scalar[pl.INT16] = pl.read(scalar_src, [0])
        return pl.tensor.ors(src, scalar)
