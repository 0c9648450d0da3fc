# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_dynamic_shape test_type_only_valid_shape_symbol_becomes_a_kernel_argument:
# VALID_ONLY, named only by a's valid_shape, becomes the scalar %arg2 ahead of the dims;
# the load reads min(VALID_ONLY, 128) columns (valid_col = %0), as in the reference's .pto.
# (ptoc check runs it with --scalar VALID_ONLY=128: for a smaller extent the load's 128x128
# partition exceeds the tile's valid shape, in the reference's .pto as in this one)
import pypto.language as pl

M = pl.dynamic("M")
N = pl.dynamic("N")
VALID_ONLY = pl.dynamic("VALID_ONLY")


@pl.program
class AddKernelTypeOnlyValidShape:
    """valid_shape names a dyn symbol that exists only in the annotation.

    VALID_ONLY is not a physical dimension and not a scalar parameter, so nothing
    in the kernel binds it as written. MaterializeValidShapeSymbols appends it as
    a trailing Scalar[INDEX] parameter so the extent arrives at run time.
    """

    @pl.function(type=pl.FunctionType.InCore)
    def add_kernel(
        self,
        a: pl.Tensor[
            [M, N],
            pl.FP32,
            pl.TensorView(valid_shape=[M, VALID_ONLY], layout=pl.TensorLayout.ND),
        ],
        output: pl.Tensor[[M, N], pl.FP32],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        """Loads the full tile; the load intersects with the source valid region."""
        a_tile = pl.load(a, [0, 0], [128, 128], target_memory=pl.MemorySpace.Vec)
        result = pl.exp(a_tile)
        return pl.store(result, [0, 0], output)
