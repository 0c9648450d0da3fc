# tests/ut/codegen/test_dynamic_shape.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class AddKernelValidShapeExpr:
    """Add kernel with valid_shape computed from a runtime expression (regression for #707)."""

    @pl.function(type=pl.FunctionType.InCore)
    def add_kernel(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        b: pl.Tensor[[128, 128], pl.FP32],
        output: pl.Tensor[[128, 128], pl.FP32],
        M: pl.Scalar[pl.INDEX],
        N: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        """valid_shape elements come from pl.min(...) — i.e. ir::Call, not ir::Var."""
        valid_m = pl.min(M, N)
        a_tile = pl.load(a, [0, 0], [128, 128], valid_shape=[valid_m, N])
        b_tile = pl.load(b, [0, 0], [128, 128], valid_shape=[valid_m, N])
        result = pl.add(a_tile, b_tile)
        out = pl.store(result, [0, 0], output)
        return out
