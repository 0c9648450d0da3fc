# ptoc: opt --passes=convert_to_ssa,normalize_stmt_structure,flatten_call_expr,outline_hierarchy_scopes,outline_incore_scopes,outline_cluster_scopes,fuse_create_assemble_to_slice
# Own fixture: an INT32 create assembled into an FP32 target once is not fused: a view of
# the target would have its dtype, so the create stays a buffer of its own (the host copy
# moves its elements unconverted, as the reference's tensor.assemble checks no dtype).
import pypto.language as pl


@pl.program
class OrchAsm:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[16, 16], pl.INT32], o: pl.Out[pl.Tensor[[16, 16], pl.INT32]]) -> pl.Tensor[[16, 16], pl.INT32]:
        t: pl.Tile[[16, 16], pl.INT32, pl.MemorySpace.Vec] = pl.load(a, [0, 0], [16, 16])
        r: pl.Tensor[[16, 16], pl.INT32] = pl.store(t, [0, 0], o)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[16, 16], pl.INT32], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        tmp = pl.create_tensor([16, 16], dtype=pl.INT32)
        tmp = self.k(a, tmp)
        out = pl.assemble(out, tmp, [0, 0])
        return out
