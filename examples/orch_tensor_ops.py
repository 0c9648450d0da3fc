# Tensor-level ops written as the reference's examples write them: inside an
# orchestration function, a `pl.at(level=pl.Level.CORE_GROUP)` scope holds
# whole-tensor arithmetic (pl.add, pl.exp, pl.mul on pl.Tensor values), a
# pl.slice of the top rows and a pl.assemble of the result into the output.
# OutlineIncoreScopes makes the scope an InCore function;
# ConvertTensorToTileOps turns its tensor ops into tile loads, tile ops and a
# tile.store into the Out parameter.

@pl.program
class OrchTensorOps:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_tensor_ops(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
        b: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            top = pl.slice(a, [32, 128], [0, 0])
            low = pl.slice(b, [32, 128], [32, 0])
            y = pl.add(pl.exp(top), pl.mul(low, 2.0))
            out = pl.assemble(out, y, [0, 0])
        return out
