# ptoc: opt --passes=materialize_comm_domain_scopes
# materialize_comm_domain_scopes has no implementation in ptoc: an error, because this input needs it (a distributed tensor)
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(x: pld.DistributedTensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])
        r: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], out)
        return r
