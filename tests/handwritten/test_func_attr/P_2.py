# tests/ut/language/parser/test_func_attr.py::TestSubWorkerAttrs::test_prologue_attrs_preserve_parameter_identity_and_python_body (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker, attrs={"audit_marker": 1})
    def worker(x: pl.Tensor[[4], pl.FP32]) -> pl.Tensor[[4], pl.FP32]:
        """Keep this callback docstring."""
        pl.func_attr({"stationary": x})
        pl.func_attr({"tag": "callback"})
        if x is None:
            return None
        return x
