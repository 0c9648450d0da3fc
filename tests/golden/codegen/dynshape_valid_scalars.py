# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_dynamic_shape test_add_kernel_valid_shape_pto_codegen: static
# 128x128 views; valid_shape=[M, N] from scalar parameters sizes the partition views
# (?x?, sizes = [%arg3, %arg4]) and the tiles (v_row=?, valid_row = %arg3), no set_validshape.
import pypto.language as pl


@pl.program
class AddKernelValidShape:
    """Add kernel with static tensors but dynamic valid_shape passed as scalars."""

    @pl.function(type=pl.FunctionType.InCore)
    def add_kernel(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        b: pl.Tensor[[128, 128], pl.FP32],
        output: pl.Tensor[[128, 128], pl.FP32],
        M: pl.Scalar[pl.INDEX],
        N: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        """Loads 128x128 tiles but marks only [M, N] as valid: result = a + b"""
        a_tile = pl.load(a, [0, 0], [128, 128], valid_shape=[M, N])
        b_tile = pl.load(b, [0, 0], [128, 128], valid_shape=[M, N])
        result = pl.add(a_tile, b_tile)
        out = pl.store(result, [0, 0], output)
        return out
