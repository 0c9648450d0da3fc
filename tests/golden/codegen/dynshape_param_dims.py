# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_dynamic_shape test_add_kernel_dynamic_shape_pto_codegen: the
# dynamic dims M, N of the tensor parameters are trailing index arguments (%arg3, %arg4)
# and the tensor views' shape and strides (strides = [%arg4, %c1_index]), typed ?x?.
import pypto.language as pl

M = pl.dynamic("M")
N = pl.dynamic("N")


@pl.program
class AddKernelDynamic:
    """Add kernel with dynamic shape tensor parameters."""

    @pl.function(type=pl.FunctionType.InCore)
    def add_kernel(
        self,
        a: pl.Tensor[[M, N], pl.FP32],
        b: pl.Tensor[[M, N], pl.FP32],
        output: pl.Tensor[[M, N], pl.FP32],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        """Adds two tensors element-wise with dynamic shapes: result = a + b"""
        a_tile = pl.load(a, [0, 0], [128, 128], target_memory=pl.MemorySpace.Vec)
        b_tile = pl.load(b, [0, 0], [128, 128])
        result = pl.add(a_tile, b_tile)
        out = pl.store(result, [0, 0], output)
        return out
