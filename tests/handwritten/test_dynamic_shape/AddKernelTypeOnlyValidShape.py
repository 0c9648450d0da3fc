# tests/ut/codegen/test_dynamic_shape.py::<module> (hand-written)
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
