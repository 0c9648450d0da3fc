# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_if_tensor_return_partition_view (issue #1533): a tensor stored into under
# two sequential ifs is no scf.if result; both partition_views take the parameter's concrete
# make_tensor_view, never a phi.  (The reference's .pto also keeps an empty else on the second
# if, whose unused result ptoc's Simplify drops.)
import pypto.language as pl


@pl.program
class IfTensorReturnScratch:
    """Output tensor reassigned inside two sequential ``if`` branches.

    The first ``if``'s merged ``output`` feeds the store inside the second
    ``if`` — exactly the cross-if phi chain from issue #1533. Each ``if`` has no
    explicit ``else``, so control-flow lowering synthesises an else that yields
    the unchanged tensor, producing a TensorType IfStmt return_var that the
    second ``if`` then partition_views.
    """

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pl.Tensor[[64, 64], pl.FP32],
        cond0: pl.Scalar[pl.BOOL],
        cond1: pl.Scalar[pl.BOOL],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32] = pl.load(data, [0, 0], [64, 64], target_memory=pl.MemorySpace.Vec)
        if cond0:
            output: pl.Tensor[[64, 64], pl.FP32] = pl.store(t, [0, 0], output)
        if cond1:
            output: pl.Tensor[[64, 64], pl.FP32] = pl.store(t, [0, 0], output)
        return output
