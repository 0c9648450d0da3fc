# tests/ut/codegen/test_pto_codegen.py::TestColumnVectorCodegen::test_column_vector_with_explicit_dn (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class ColVecDNProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        # Explicit DN view with the canonical-packed strides for shape
        # [16, 1] (stride[-2]=1, stride[-1]=shape[-2]=16). Using the
        # explicit TensorView form (RFC #1300 supplementary 1 escape
        # hatch) — the pl.Tensor[..., pl.DN] shorthand is not
        # accepted. This test specifically verifies the
        # column-vector DN codegen path, so the DN view is the test
        # subject — not a load-time alias.
        col_vec: pl.Tensor[
            [16, 1], pl.FP32, pl.TensorView(stride=[1, 16], layout=pl.TensorLayout.DN)
        ],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        v = pl.load(col_vec, [0, 0], [16, 1])
        return pl.store(v, [0, 0], out)
