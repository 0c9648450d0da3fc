# ptoc: opt --passes=convert_to_ssa,flatten_call_expr,outline_incore_scopes,convert_tensor_to_tile_ops
# Tensor ops inside a pl.at(level=CORE_GROUP) scope, written the natural way
# (examples/orch_tensor_ops.py): the slices of parameters become tile.loads at
# their offsets, the nested pl.exp / pl.mul become tile ops on fresh temps
# (pl.mul by a scalar is tile.muls), and the assemble into the Out parameter
# a tile.store.
import pypto.language as pl


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
