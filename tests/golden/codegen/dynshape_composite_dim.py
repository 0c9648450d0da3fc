# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_dynamic_shape test_add_kernel_composite_dim_constant_declared: the
# parameter dim M * 2 is arith.muli %arg3, %c2_index, and %c2_index is declared with the constants.
import pypto.language as pl

M = pl.dynamic("M")
N = pl.dynamic("N")


@pl.program
class AddKernelCompositeDim:
    """Add kernel whose parameter shape carries a composite dim ``M * 2``."""

    @pl.function(type=pl.FunctionType.InCore)
    def add_kernel(
        self,
        a: pl.Tensor[[M * 2, N], pl.FP32],
        b: pl.Tensor[[M * 2, N], pl.FP32],
        output: pl.Tensor[[M * 2, N], pl.FP32],
    ) -> pl.Tensor[[M * 2, N], pl.FP32]:
        """The ``2`` factor appears only inside the parameter shape expression."""
        a_tile = pl.load(a, [0, 0], [128, 128], target_memory=pl.MemorySpace.Vec)
        b_tile = pl.load(b, [0, 0], [128, 128])
        result = pl.add(a_tile, b_tile)
        out = pl.store(result, [0, 0], output)
        return out
